import numpy as np


def dot_similarity(a, b):
    """Dot product of ``a`` and ``b`` over their last axis: how alike two embeddings are.

    Args:
        a: float ndarray ``(..., d)`` (float64 or float32), e.g. one word vector ``(d,)`` or a
            batch of them ``(n, d)``.
        b: float ndarray ``(..., d)``; the leading axes of ``a`` and ``b`` broadcast against
            each other like numpy arithmetic (``(n, d)`` with ``(d,)`` compares n words with one).

    Returns:
        ndarray of shape ``broadcast(a.shape[:-1], b.shape[:-1])``: ``sum_i a[..., i] * b[..., i]``.
        Two 1-D vectors give a 0-d array (a numpy scalar is fine too).

    Raises:
        ValueError: the last axes have different sizes -- even when one of them is 1 and numpy
            would happily broadcast it (a 1-number "embedding" is not a 3-number one).

    Conventions:
        Keep the dtype (float32 in -> float32 out); do not modify the inputs.

    Source: the similarity inside attention scores, Vaswani et al. 2017, §3.2.1 (q . k).
    """
    raise NotImplementedError
