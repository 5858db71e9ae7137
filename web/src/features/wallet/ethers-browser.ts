// The one part of ethers the app loads: BrowserProvider (with its signer). Imported dynamically
// through this module so the bundler keeps only what it needs (~95 KB gzipped, not all of ethers).
export { BrowserProvider } from 'ethers';
