# SOURCE: https://github.com/HKUDS/LightRAG/pull/3421
# MISTAKE: It divides the dot product by the product of the norms with no guard, so when either vector is all zeros the result is 0/0 = NaN instead of the required 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dot = np.sum(a * b, axis=-1)
    norm_a = np.sqrt(np.sum(a * a, axis=-1))
    norm_b = np.sqrt(np.sum(b * b, axis=-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        sim = dot / (norm_a * norm_b)
    return np.asarray(sim).astype(np.result_type(a, b), copy=False)
