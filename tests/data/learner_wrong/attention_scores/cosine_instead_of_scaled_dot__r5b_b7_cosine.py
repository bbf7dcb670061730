# mistake: normalises q and k to unit length (cosine similarity) instead of dividing by sqrt(d_k)
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    qn = q / np.linalg.norm(q, axis=-1, keepdims=True)
    kn = k / np.linalg.norm(k, axis=-1, keepdims=True)
    return qn @ np.swapaxes(kn, -1, -2)
