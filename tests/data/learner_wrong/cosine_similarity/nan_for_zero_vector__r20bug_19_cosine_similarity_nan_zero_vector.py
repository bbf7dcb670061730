# SOURCE: https://github.com/run-llama/llama_index/pull/23050
# BUG: the cosine branch of similarity() divides by the product of the vector norms; when either embedding is a
#      zero vector the norm product is 0 and the function silently returns nan.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        out = dot / (na * nb)                      # BUG: no zero-norm guard -> nan
    return np.asarray(out).astype(np.result_type(a, b))
