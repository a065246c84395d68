import { Box, Button, Callout, Card, Flex, Heading, Link, Separator, Text, TextField } from '@radix-ui/themes'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useSession } from '../../app/SessionContext'
import { loginFieldErrors, type Credentials } from '../../machines/authMachine'
import { FormField } from '../../ui/FormField'
import { Logo } from '../../ui/Logo'
import { safeRedirect } from '../redirect'
import { ErrorCallout } from '../../ui/ErrorCallout'
import { toastText } from '../../ui/toast'

export const Route = createLazyRoute('/login')({ component: LoginPage })

function LoginPage() {
  const { auth } = useSession()
  const navigate = useNavigate()
  const { redirect } = Route.useSearch()
  const signingIn = useSelector(auth, (state) => state.matches('signingIn'))
  const signedIn = useSelector(auth, (state) => state.matches('signedIn'))
  const expired = useSelector(auth, (state) => state.context.signOutReason === 'expired')
  // why the last sign-in failed, on the form: a 5xx reaches the console only (no toast), and a refusal's toast goes
  const refusal = useSelector(auth, (state) => (state.matches('signedOut') ? state.context.error : null))
  const [values, setValues] = useState<Credentials>({ username: '', password: '' })
  const [submitted, setSubmitted] = useState(false)
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const errors = submitted ? loginFieldErrors(values) : {}

  useEffect(() => {
    if (signedIn) void navigate({ href: safeRedirect(redirect), replace: true })
  }, [signedIn, redirect, navigate])

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    const invalid = loginFieldErrors(values)
    if (invalid.username) return usernameRef.current?.focus()
    if (invalid.password) return passwordRef.current?.focus()
    auth.send({ type: 'auth.signIn', ...values })
  }

  const change = (field: keyof Credentials) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  return (
    <Flex align="center" justify="center" minHeight="100vh" p="4" className="login-backdrop">
      <Box width="100%" maxWidth="400px">
        <Card size="4" asChild>
          <main>
            <Flex direction="column" gap="5">
              <Flex direction="column" align="center" gap="2">
                <Logo size={44} />
                <Heading as="h1" size="6" align="center">
                  欢迎登录站群管理后台
                </Heading>
                <Text size="2" color="gray">
                  管理主题、域名、反链、留言与文章
                </Text>
              </Flex>
              {expired && (
                <Callout.Root color="amber" role="status">
                  <Callout.Text>登录已失效，请重新登录。</Callout.Text>
                </Callout.Root>
              )}
              {/* as short as its toast: a 3 MB refusal must not push the form off the page (the toast opens the whole text) */}
              {refusal && <ErrorCallout>{toastText(refusal.startsWith('登录失败') ? refusal : `登录失败：${refusal}`).shown}</ErrorCallout>}
              <form noValidate onSubmit={submit} aria-label="登录">
                <Flex direction="column" gap="4">
                  <FormField label="用户名" error={errors.username}>
                    {(control) => (
                      <TextField.Root
                        {...control}
                        ref={usernameRef}
                        name="username"
                        size="3"
                        autoComplete="username"
                        // the page has one task: typing the user name; focusing it saves every visitor a click
                        // oxlint-disable-next-line jsx-a11y/no-autofocus
                        autoFocus
                        placeholder="请输入用户名"
                        value={values.username}
                        onChange={change('username')}
                      />
                    )}
                  </FormField>
                  <FormField label="密码" error={errors.password}>
                    {(control) => (
                      <TextField.Root
                        {...control}
                        ref={passwordRef}
                        name="password"
                        type="password"
                        size="3"
                        autoComplete="current-password"
                        placeholder="请输入密码"
                        value={values.password}
                        onChange={change('password')}
                      />
                    )}
                  </FormField>
                  <Button type="submit" size="3" loading={signingIn}>
                    登陆
                  </Button>
                </Flex>
              </form>
              <Flex justify="center" gap="2" align="center">
                <Text size="2" color="gray">
                  还没有账号？
                </Text>
                <Link href="#" size="2">
                  注册账号
                </Link>
              </Flex>
              <Separator size="4" />
              <Text size="1" color="gray" align="center">
                登录即表示您同意
                <Link href="#" size="1" mx="1">
                  服务条款
                </Link>
                和
                <Link href="#" size="1" mx="1">
                  隐私政策
                </Link>
              </Text>
            </Flex>
          </main>
        </Card>
      </Box>
    </Flex>
  )
}
