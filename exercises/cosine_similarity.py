import numpy as np


def cosine_similarity(a, b):
    """Cosine of the angle between ``a`` and ``b`` over their last axis.

    Args:
        a: float ndarray ``(..., d)`` (float64 or float32).
        b: float ndarray ``(..., d)``; leading axes broadcast against ``a`` like numpy arithmetic.

    Returns:
        ndarray of shape ``broadcast(a.shape[:-1], b.shape[:-1])`` with values in [-1, 1]:
        ``dot(a, b) / (||a|| * ||b||)`` over the last axis. If either vector is all zeros the
        similarity is defined as 0 (never NaN).

    Raises:
        ValueError: the last axes have different sizes (also when one of them is 1).

    Conventions:
        Keep the dtype; do not modify the inputs. ``||a||`` is the Euclidean length of each row
        (``sqrt(sum a_i^2)`` over the last axis), not of the whole array.

    Source: cosine similarity of word embeddings (Mikolov et al. 2013); compare with the scaled dot
    product of Vaswani et al. 2017, §3.2.1.
    """
    raise NotImplementedError
