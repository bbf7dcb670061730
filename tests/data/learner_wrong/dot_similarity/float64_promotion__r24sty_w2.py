# MISTAKE: the sum is accumulated with dtype=np.float64 "for accuracy", so float32 inputs come back as float64 instead of keeping their dtype.
import numpy as np


def make_similarity(reduce=np.sum, acc_dtype=np.float64):
    def similarity(a, b):
        a = np.asarray(a)
        b = np.asarray(b)
        if a.shape[-1] != b.shape[-1]:
            raise ValueError(f"sizes {a.shape[-1]} and {b.shape[-1]} differ")
        return reduce(a * b, axis=-1, dtype=acc_dtype)
    return similarity


dot_similarity = make_similarity()
