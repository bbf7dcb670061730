# class: report bloat (a wrong-shaped float16 array just under the 16 MiB result cap on every case)
# expect: wrong_shape
import numpy as np


def softmax(x, axis=-1):
    return np.full(((16 << 20) - 4096) // 2, 0.5, dtype=np.float16)
