import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const TransfersController = () => import('#transfers/controllers/transfers_controller')
const InTransitController = () => import('#transfers/controllers/in_transit_controller')
const ListsController = () => import('#transfers/controllers/transfer_lists_controller')
const B = '/:firma/:pharmacyCode'

router
  .group(() => {
    access.branch(router.get(`/dashboard/counters${B}`, [TransfersController, 'counters']))
    access.branch(router.get(`/transfers/incoming${B}`, [ListsController, 'incoming']))
    access.branch(router.get(`/transfers/outgoing${B}`, [ListsController, 'outgoing']))
    access.branch(router.get(`/transfers/confirmed${B}`, [ListsController, 'confirmed']))
    access.branch(router.get(`/transfers/prepared${B}`, [ListsController, 'prepared']))
    access.branch(router.get(`/transfers/received${B}`, [ListsController, 'received']))
    access.branch(router.get(`/transfers/shipped${B}`, [ListsController, 'shipped']))
    access.branch(router.get(`/transfers/archive${B}`, [ListsController, 'archive']))
    access.admin(router.get('/transfers/in-transit', [InTransitController, 'index']))
    access.signedIn(router.get('/transfers/detail/:prevodkaId', [TransfersController, 'detail']))
    access.signedIn(
      router.get('/transfers/prevodka/:prevodkaId/pdf', [TransfersController, 'reprint'])
    )
    access.branch(
      router.get(`/transfers/print${B}/:targetPharmacyCode`, [TransfersController, 'print'])
    )

    access.branch(router.post(`/transfers/confirm${B}`, [TransfersController, 'confirm']))
    access.branch(router.post(`/transfers/reject${B}`, [TransfersController, 'reject']))
    access.branch(router.post(`/transfers/undoReject${B}`, [TransfersController, 'undoReject']))
    access.branch(
      router.post(`/transfers/cancelConfirmation${B}`, [TransfersController, 'cancelConfirmation'])
    )
    access.branch(router.post(`/transfers/markPicked${B}`, [TransfersController, 'markPicked']))
    access.branch(router.post(`/transfers/markRejected${B}`, [TransfersController, 'markRejected']))
    access.branch(router.post(`/transfers/markReceived${B}`, [TransfersController, 'markReceived']))
    access.branch(router.post(`/transfers/send${B}`, [TransfersController, 'send']))
    access.branch(router.post(`/transfers/receive${B}`, [TransfersController, 'receive']))
  })
  .prefix('/api')
