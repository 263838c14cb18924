// web-fetch CLI: a thin door onto the engine.
import { runPrompt } from './engine';
void runPrompt;
