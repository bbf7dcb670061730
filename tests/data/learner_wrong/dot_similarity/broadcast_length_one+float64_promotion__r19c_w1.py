# MISTAKE: (1) the size check only fires when both last axes are > 1, so a 1-number vector against a d-vector silently broadcasts instead of raising ValueError; (2) inputs are converted with np.asarray(..., dtype=float), so float32 in gives float64 out.
import numpy as np

def dot_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    da, db = a.shape[-1], b.shape[-1]
    if da != db and da > 1 and db > 1:
        raise ValueError(f"sizes {da} and {db} differ")
    return (a * b).sum(-1)
