# SOURCE: https://github.com/qdrant/qdrant-client/pull/425
# BUG: division by zero in cosine similarity in local mode: numpy does not raise on 0/0, it emits a
#      RuntimeWarning and returns NaN for a zero vector.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1)); nb = np.sqrt(np.sum(b * b, axis=-1))
    return (dot / (na * nb)).astype(np.result_type(a, b))   # BUG: no zero-norm guard -> NaN
