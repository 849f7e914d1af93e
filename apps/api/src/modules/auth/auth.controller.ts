import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { UserEnvelope } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { clientInfo } from '../../common/auth/request-auth';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../common/auth/session-cookie';
import { toCurrentUser } from '../users';
import { LogOutUseCase } from './application/log-out.use-case';
import { SignUpUseCase } from './application/sign-up.use-case';
import { LogoutRequestDto } from './dto/logout.request.dto';
import { SignupRequestDto } from './dto/signup.request.dto';
import { LocalAuthGuard } from './guards/local-auth.guard';
import type { SignedIn } from './strategies/local.strategy';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly logOut: LogOutUseCase,
  ) {}

  @Public()
  @Post('signup')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  async signup(
    @Body() body: SignupRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserEnvelope> {
    const { user, token } = await this.signUp.execute({
      ...body,
      client: clientInfo(request),
      presentedToken: sessionTokenOf(request),
    });
    setSessionCookie(response, request, token);
    return { user: toCurrentUser(user) };
  }

  /** passport-local (`LocalAuthGuard`) has checked the body and signed in; this sets the cookie. */
  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  login(@Req() request: Request & { signedIn: SignedIn }, @Res({ passthrough: true }) response: Response): UserEnvelope {
    const { user, token } = request.signedIn;
    setSessionCookie(response, request, token);
    return { user: toCurrentUser(user) };
  }

  /** Public so a stale or missing cookie still gets cleared; it only ever ends the caller's own session. */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: LogoutRequestDto,
  ): Promise<void> {
    await this.logOut.execute(sessionTokenOf(request), body.pushEndpoint);
    clearSessionCookie(response, request);
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  me(@CurrentUser() user: User): UserEnvelope {
    return { user: toCurrentUser(user) };
  }
}
