// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A smart-contract wallet whose signatures are its owner's (ERC-1271). Tests deploy it through the
/// factory below (and sign for it before it is deployed, ERC-6492), or place its code at an address with
/// its owner in slot 0 (a Farcaster id's custody that is a contract).
contract OwnedAccount {
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

/// Deploys owned accounts at addresses known before (CREATE2).
contract AccountFactory {
    function create(address owner_, bytes32 salt) external returns (address) {
        return address(new OwnedAccount{salt: salt}(owner_));
    }
}
