# MISTAKE: (1) forgot the square root: divides by the product of SQUARED norms (sum a^2 * sum b^2); (2) no size check, so a (1,) vector against (d,) silently broadcasts instead of raising ValueError.
import numpy as np

def _sq(x):
    return np.einsum("...i,...i->...", x, x)

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    num = np.sum(a * b, axis=-1)
    den = _sq(a) * _sq(b)
    out = np.zeros(np.shape(num), dtype=np.result_type(a, b))
    np.divide(num, den, out=out, where=den != 0)
    return out
