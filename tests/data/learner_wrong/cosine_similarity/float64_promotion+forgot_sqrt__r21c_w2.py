# MISTAKE: (1) the denominator uses the SQUARED norms (sum a^2 * sum b^2, sqrt forgotten), so the result
#          depends on vector length; (2) float32 inputs come back float64 (explicit astype(np.float64)).
import numpy as np


def _sq(x):
    return np.sum(x ** 2, axis=-1)


def cosine_similarity(a, b):
    a = np.asarray(a).astype(np.float64)
    b = np.asarray(b).astype(np.float64)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dims differ")
    num = np.sum(a * b, axis=-1)
    den = _sq(a) * _sq(b)
    return np.divide(num, den, out=np.zeros_like(num * den), where=den != 0)
