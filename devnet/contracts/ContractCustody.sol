// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A smart-contract wallet as a Farcaster id's custody (ERC-1271): it accepts a signature by its owner.
/// The devnet's tests place its code at an address and its owner in slot 0.
contract ContractCustody {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
