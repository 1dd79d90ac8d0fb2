// The image URL rules in a demo-* project: the emulator's download URLs (image-urls-suite.ts).
import { DEMO_WORLD, imageUrlSuite } from './image-urls-suite';

imageUrlSuite(DEMO_WORLD);
