# class: wall
# expect: time_limit_exceeded
import signal

for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU, signal.SIGALRM):
    signal.signal(s, signal.SIG_IGN)


def softmax(x, axis=-1):
    while True:
        pass
