import 'dayjs/locale/pt-br';

import { AppShell, Center, Loader, Overlay } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure, useHotkeys, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { TooltipDelays } from '../../components/tooltip-delays';
import { FeatureSlotsProvider } from '../../lib/feature-slots';
import { useAuth } from '../../lib/use-auth';
import classes from './app-shell.module.css';
import { FEATURE_SLOTS } from './feature-slots';
import { NavBar } from './nav-bar';
import { findActiveNavItem } from './nav-items';
import { SHELL_TEXT } from './shell.text';
import { TopBar } from './top-bar';

const NAVBAR_EXPANDED = '16rem';
const NAVBAR_COLLAPSED = '4rem';

/** The frame of every signed-in screen: side navigation, top bar, and the route's page. */
export function ClinicAppShell() {
  const { user, logoutMutation } = useAuth();
  const { pathname } = useLocation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'clinic.navbar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const largeScreen = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const iconsOnly = collapsed && largeScreen;
  useHotkeys([['Escape', mobile.close]]);
  // On a phone the navigation is a closed panel off screen: its links are drawn the first time it
  // opens (or the screen grows), not in the first render of every visit.
  const [navDrawn, setNavDrawn] = useState(largeScreen);
  if (!navDrawn && (largeScreen || mobileOpened)) setNavDrawn(true);

  // RequireAuth renders the shell only for a signed-in user.
  if (!user) return null;

  // Every tooltip is on a signed-in screen: the spec's delay group (and floating-ui with it) stays
  // off the sign-in page's code.
  return (
    <TooltipDelays>
      <AppShell
        layout="alt"
        header={{ height: 60 }}
        navbar={{
          width: { base: NAVBAR_EXPANDED, sm: collapsed ? NAVBAR_COLLAPSED : NAVBAR_EXPANDED },
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened },
        }}
        padding={{ base: 'md', sm: 'lg' }}
        transitionDuration={300}
        classNames={{ navbar: classes.navbar, main: classes.main, header: classes.header }}
      >
        <AppShell.Header>
          <TopBar
            title={findActiveNavItem(pathname)?.label ?? ''}
            user={user}
            mobileOpened={mobileOpened}
            onToggleMobile={mobile.toggle}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((value) => !value)}
          />
        </AppShell.Header>
        <AppShell.Navbar zIndex={102}>
          {navDrawn && (
            <NavBar
              iconsOnly={iconsOnly}
              onNavigate={mobile.close}
              onSignOut={() => logoutMutation.mutate()}
              signingOut={logoutMutation.isPending}
            />
          )}
        </AppShell.Navbar>
        {mobileOpened && <Overlay fixed hiddenFrom="sm" zIndex={101} backgroundOpacity={0.35} onClick={mobile.close} />}
        <AppShell.Main>
          {/* Only signed-in screens pick dates: dayjs and its pt-BR locale stay off the sign-in page. */}
          <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
            <Suspense
              fallback={
                <Center py="xl" role="status" aria-label={SHELL_TEXT.loadingPage}>
                  <Loader />
                </Center>
              }
            >
              <FeatureSlotsProvider value={FEATURE_SLOTS}>
                <Outlet />
              </FeatureSlotsProvider>
            </Suspense>
          </DatesProvider>
        </AppShell.Main>
      </AppShell>
    </TooltipDelays>
  );
}
