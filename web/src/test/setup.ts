// Setup for every web unit test.
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: screens that load code on first use (ethers, zod,
// RxDB) take longer than a second on a busy 2-core CI machine, and a shorter wait only adds flakes.
configure({ asyncUtilTimeout: 5000 });
