# class: processes
# expect: runtime_error
import multiprocessing as mp
import time


def _sleep():
    time.sleep(1000)


def softmax(x, axis=-1):
    p = mp.Process(target=_sleep, daemon=False)
    p.start()
    return x
