/**
 * `toolcards/adapters`: render intents from what agent frameworks emit, the AI SDK's tool
 * parts and MCP tool results. Plain TypeScript like the protocol: no React, no DOM, and no
 * dependency on the AI SDK or an MCP SDK (their shapes are written out in this folder).
 */
export { fromAiSdkToolPart } from './from-ai-sdk-tool-part';
export { fromMcpToolResult } from './from-mcp-tool-result';
export { toolNameOfPart } from './tool-name-of-part';
export type { AiSdkToolPart, AiSdkToolState, AiSdkToolApproval } from './ai-sdk-tool-part';
export type {
  McpCallToolResult,
  McpContentBlock,
  McpTextContent,
  McpImageContent,
  McpAudioContent,
  McpResourceLink,
  McpEmbeddedResource,
} from './mcp-call-tool-result';
export type { ToolPresenter, PresentContext, PresentOptions, PresenterProblem } from './present-tool';
