# SOURCE: https://github.com/gesistsa/sweater/issues/41
# BUG: raw_cosine divides the dot product by sqrt(deno_a) * sqrt(deno_b) with no epsilon, so an
#      all-zero vector gives 0/0 = NaN ("all zero vectors will generate NaN").
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = dot / (np.sqrt(np.sum(a * a, axis=-1)) * np.sqrt(np.sum(b * b, axis=-1)))  # BUG
    return out.astype(np.result_type(a, b), copy=False)
