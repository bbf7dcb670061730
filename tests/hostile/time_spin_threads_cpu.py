# class: cpu (threads burn CPU faster than the wall clock)
# expect: time_limit_exceeded runtime_error
import threading


def _spin():
    while True:
        pass


def softmax(x, axis=-1):
    for _ in range(4):
        threading.Thread(target=_spin, daemon=True).start()
    _spin()
