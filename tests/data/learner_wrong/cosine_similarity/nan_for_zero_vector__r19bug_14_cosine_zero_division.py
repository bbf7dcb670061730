# SOURCE: https://github.com/angeloskath/php-nlp-tools/issues/19
# BUG: CosineSimilarity::similarity() divides by the product of the norms unguarded, so a zero
#      vector divides by zero (NaN in numpy) instead of giving similarity 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        out = dot / (na * nb)                # no zero-norm guard (the reported bug)
    return np.asarray(out).astype(np.result_type(a, b), copy=False)
