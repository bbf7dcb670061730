# mistake: divides by the squared lengths (sum a^2 * sum b^2) - the sqrt forgotten
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    num = np.einsum("...i,...i->...", a, b)
    den = np.einsum("...i,...i->...", a, a) * np.einsum("...i,...i->...", b, b)
    return np.divide(num, den, out=np.zeros_like(num), where=den != 0)
