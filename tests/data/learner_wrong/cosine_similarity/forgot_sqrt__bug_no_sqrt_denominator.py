# https://github.com/h2oai/h2o-3/pull/1076
# The denominator is the product of the squared norms, sum(a^2) * sum(b^2): the sqrt is missing.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("different last-axis sizes")
    num = np.sum(a * b, axis=-1)
    den = np.sum(a * a, axis=-1) * np.sum(b * b, axis=-1)
    out = np.divide(num, den, out=np.zeros_like(num, dtype=np.result_type(num, den)), where=den > 0)
    return out.astype(np.result_type(a, b))
