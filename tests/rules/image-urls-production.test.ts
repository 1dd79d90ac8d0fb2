// The image URL rules in a real project id (the emulator accepts any): production download URLs of
// firebasestorage.googleapis.com, the branch of isOwnStorageURL a demo project never runs
// (image-urls-suite.ts, decision 0035).
import { imageUrlSuite, PRODUCTION_WORLD } from './image-urls-suite';

imageUrlSuite(PRODUCTION_WORLD);
