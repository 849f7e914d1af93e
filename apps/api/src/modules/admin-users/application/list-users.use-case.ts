import { Injectable } from '@nestjs/common';
import { UserRepository } from '@overlay/domain';
import type { User } from '@overlay/domain';

/** Every account, oldest first, for the Admin Panel. */
@Injectable()
export class ListUsersUseCase {
  constructor(private readonly users: UserRepository) {}

  execute(): Promise<User[]> {
    return this.users.list();
  }
}
