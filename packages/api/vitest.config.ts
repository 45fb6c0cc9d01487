import { databaseTestConfig } from '../../vitest.shared.ts';

export default databaseTestConfig();
