# MISTAKE: the output buffer is np.zeros(shape) with the default float64 dtype, so float32 inputs come back as float64.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same last dimension")
    num = np.sum(a * b, axis=-1)
    den = np.sqrt(np.sum(a ** 2, axis=-1)) * np.sqrt(np.sum(b ** 2, axis=-1))
    shape = np.broadcast_shapes(num.shape, den.shape)
    result = np.zeros(shape)
    np.divide(num, den, out=result, where=den > 0)
    np.clip(result, -1.0, 1.0, out=result)
    return result
