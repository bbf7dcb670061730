# MISTAKE: The dot product and norms are accumulated with dtype=np.float64 and never cast back, so float32 inputs return float64.
# MISTAKE: No guard for zero vectors: a zero row divides 0 by 0 and gives NaN instead of 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    # accumulate in double precision for accuracy
    dot = np.sum(a * b, axis=-1, dtype=np.float64)
    na = np.sqrt(np.sum(a * a, axis=-1, dtype=np.float64))
    nb = np.sqrt(np.sum(b * b, axis=-1, dtype=np.float64))
    return dot / (na * nb)
