import { databaseTestConfig } from '../../vitest.shared';

export default databaseTestConfig();
