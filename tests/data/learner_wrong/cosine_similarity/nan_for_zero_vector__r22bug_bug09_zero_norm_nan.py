# SOURCE: https://github.com/StarRocks/starrocks/pull/60297
# MISTAKE: Divides the dot product by ||a|| * ||b|| with no check for a zero norm, so an all-zero vector gives 0/0 = NaN instead of the defined similarity 0.
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
    return sim.astype(np.result_type(a, b))
