import numpy as np


def softmax_backward(y, grad_y):
    """Backward pass of softmax over the last axis: from dL/dy to dL/dx, given y = softmax(x).

    Args:
        y: float ndarray ``(..., n)`` (float64 or float32), the softmax OUTPUT (each row >= 0 and
            summing to 1; a fully masked row is all zeros).
        grad_y: float ndarray of the same shape, the gradient of the loss with respect to ``y``.

    Returns:
        ndarray of the same shape: ``grad_x = y * (grad_y - sum(grad_y * y, axis=-1, keepdims=True))``,
        i.e. the vector-Jacobian product with ``J = diag(y) - y y^T`` for every row.

    Raises:
        ValueError: ``y`` and ``grad_y`` have different shapes.

    Conventions:
        Keep the dtype; do not modify the inputs. Do not build the (n, n) Jacobian: the formula above
        is O(n) per row.

    Source: the derivative of softmax, d y_i / d x_j = y_i (delta_ij - y_j) (e.g. Goodfellow,
    Bengio & Courville 2016, §6.2.2.3); used in FlashAttention's backward pass (Dao et al. 2022, eq. in App. B.2).
    """
    raise NotImplementedError
