import { describeNeverThrows } from './never-throws/never-throws-property';
import { PROTOCOL_EXPORTS } from './never-throws/protocol-exports';

describeNeverThrows('toolcards/protocol', PROTOCOL_EXPORTS);
