export { LeaderModule } from './leader.module';
export { LeaderElection } from './application/leader-election';
export { RunWhileLeading } from './run-while-leading.decorator';
export type { WhileLeading } from './run-while-leading.decorator';
