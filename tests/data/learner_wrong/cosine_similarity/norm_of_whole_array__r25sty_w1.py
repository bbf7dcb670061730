# MISTAKE: np.linalg.norm(a) / np.linalg.norm(b) without axis=-1 take ONE length for the whole array instead of one per row, so batched inputs are divided by the wrong numbers.
import numpy as np
from functools import reduce


def cosine_similarity(a, b):
    a, b = map(np.asarray, (a, b))
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    dot = np.sum(a * b, axis=-1)
    denom = reduce(lambda acc, v: acc * np.linalg.norm(v), (a, b), a.dtype.type(1))
    return (dot / denom if denom else np.zeros_like(dot)).astype(np.result_type(a, b))
