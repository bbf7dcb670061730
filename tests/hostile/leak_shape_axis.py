# class: side channel through a wrong shape's sizes (sizes chosen from the hidden input)
# expect: wrong_shape
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    f = x[np.isfinite(x)]
    code = int(abs(f.ravel()[0]) * 1e6) % 1000 if f.size else 0
    return np.zeros(x.shape[:-1] + (code + x.shape[-1] + 1,) if x.ndim else (code + 1,))
