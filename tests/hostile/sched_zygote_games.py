# class: scheduler games (renice / SCHED_IDLE / pin / I/O-starve the zygote that later jobs inherit from)
# expect: wrong_answer
import os


def softmax(x, axis=-1):
    parent = os.getppid()
    for attempt in (lambda: os.setpriority(os.PRIO_PROCESS, parent, 19),
                    lambda: os.setpriority(os.PRIO_USER, 0, 19),
                    lambda: os.sched_setscheduler(parent, os.SCHED_IDLE, os.sched_param(0)),
                    lambda: os.sched_setaffinity(parent, {0})):
        try:
            attempt()
        except OSError:
            pass
    return x
