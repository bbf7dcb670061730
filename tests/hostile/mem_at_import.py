# class: memory (while loading)
# expect: memory_limit_exceeded
import numpy as np

HOARD = [np.ones((256, 1024, 1024)) for _ in range(8)]  # 16 GiB


def softmax(x, axis=-1):
    return x
