# SOURCE: https://github.com/deepchem/deepchem/issues/2022
# BUG: _cosine_dist computes denom = sqrt(sum(x**2) * sum(y**2)) + eps over the whole matrices, so
#      the denominator is the same for every pair instead of being the norms of each pair of rows.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    eps = 1e-7                                                # backend.epsilon()
    denom = np.sqrt(np.sum(np.square(a)) * np.sum(np.square(b))) + eps   # BUG: global sums
    return (np.sum(a * b, axis=-1) / denom).astype(np.result_type(a, b))
