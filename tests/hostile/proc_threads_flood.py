# class: threads
# expect: runtime_error
import threading
import time


def softmax(x, axis=-1):
    for _ in range(5000):
        threading.Thread(target=time.sleep, args=(1000,), daemon=True).start()
    return x
