# MISTAKE: The zero-safe division writes into out=np.zeros(dot.shape), which is float64 by default, so float32 inputs come back as float64.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    dot, denom = np.broadcast_arrays(dot, denom)
    # 0 where a vector is all zeros, never NaN
    return np.divide(dot, denom, out=np.zeros(dot.shape), where=denom > 0)
