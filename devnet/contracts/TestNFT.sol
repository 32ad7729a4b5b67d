// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @notice A devnet-only ERC-721 collection with an open mint.
contract TestNFT is ERC721 {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    /// @notice Anyone may mint on the devnet.
    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
