# MISTAKE: (1) the denominator uses the squared norms (sum a^2 * sum b^2) with no sqrt; (2) no ValueError on mismatched last axes (size 1 against d broadcasts silently).
import numpy as np

def _sq(x):
    return np.einsum('...i,...i->...', x, x)

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    num = np.sum(a * b, axis=-1)
    den = _sq(a) * _sq(b)
    return np.where(den == 0, 0, num / np.where(den == 0, 1, den)).astype(np.result_type(a, b))
