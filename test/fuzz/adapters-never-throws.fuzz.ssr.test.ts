import { ADAPTERS_EXPORTS } from './never-throws/adapters-exports';
import { describeNeverThrows } from './never-throws/never-throws-property';

describeNeverThrows('toolcards/adapters', ADAPTERS_EXPORTS);
