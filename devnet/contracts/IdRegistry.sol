// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The devnet's stand-in for Farcaster's IdRegistry (on Optimism): which account holds which Farcaster id.
/// The devnet places its code at the real registry's address, where Farcaster's clients look it up.
contract IdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    uint256 public idCounter;

    /// Gives `custody` the next Farcaster id; an account holds one at most.
    function register(address custody) external returns (uint256 fid) {
        require(idOf[custody] == 0, "has an id");
        fid = ++idCounter;
        idOf[custody] = fid;
        custodyOf[fid] = custody;
    }
}
