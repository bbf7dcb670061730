# MISTAKE: (1) the result is cast to float64, so float32 inputs come back float64; (2) it returns the negated dot product (-sum a*b), a sign slip.
import numpy as np

def dot_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    s = np.einsum('...i,...i->...', a.astype(np.float64), b.astype(np.float64))
    return -s
